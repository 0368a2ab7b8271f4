"""The days of workalendar's calendars, as JSON, for the cross-check.

Run by pipeline/crosscheck/workalendar.ts, once for every country asked:

    /usr/bin/python3 workalendar_days.py FROM TO [CC ...]

With no country codes, every country of workalendar's ISO registry. Prints
one JSON object on stdout:

    {"version": "17.0.0",
     "calendars": [{"code": "US-CA", "country": "US", "name": "California",
                    "days": [["2026-01-01", "New year"], ...],
                    "errors": {"2031": "..."}}, ...]}

one calendar per ISO code of the registry (the country's, then each of its
subregions'), with the days of `holidays(year)` for each year from FROM to TO
(a day of another year, such as a New Year's Day observed on 31 December, is
listed under the year whose list gives it: the caller keeps the days of the
years it compares). A year the calendar cannot compute (workalendar's
Chinese calendar knows only the years it was configured for, its Malaysian
one the Deepavali dates it holds) is named in `errors` with the message, and
gives no days. workalendar's warnings (its Islamic dates are computed) are
silenced: the caller's source says what they mean.
"""

import json
import sys
import warnings


def main(argv):
    if len(argv) < 3:
        sys.stderr.write('usage: workalendar_days.py FROM TO [CC ...]\n')
        return 2
    first, last = int(argv[1]), int(argv[2])
    warnings.simplefilter('ignore')
    try:
        import workalendar
        from workalendar.registry import registry
    except ImportError as error:
        sys.stderr.write(f'workalendar is not installed ({error}): apt-get install python3-workalendar\n')
        return 3
    countries = argv[3:] or sorted(registry.get_calendars())
    calendars = []
    for country in countries:
        national = registry.get(country)
        if national is None:
            continue
        subregions = registry.get_subregions(country)
        for code, cls in [(country, national)] + sorted(subregions.items()):
            calendar = cls()
            days = []
            errors = {}
            for year in range(first, last + 1):
                try:
                    days.extend([day.isoformat(), str(label)] for day, label in calendar.holidays(year))
                except Exception as error:  # noqa: BLE001 -- a year it cannot compute is reported, not fatal
                    errors[str(year)] = f'{type(error).__name__}: {error}'
            calendars.append({'code': code, 'country': country, 'name': getattr(cls, 'name', cls.__name__), 'days': days, 'errors': errors})
    json.dump({'version': getattr(workalendar, '__version__', 'unknown'), 'calendars': calendars}, sys.stdout, ensure_ascii=False)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
