// The resources the OpenAPI document groups its operations by (its tags), in
// the order the reference page (/v3/docs) shows them. Each endpoint names its
// own (server/endpoints/*.ts); the document lists these with their words.

export const TAGS = [
  {
    name: 'Holidays',
    description: "One country's holidays: a year's list, one day, the next ones from a day, a year as a calendar file.",
  },
  {
    name: 'Countries',
    description: 'The supported countries: names, published years, subdivisions, languages, time zones and weekends.',
  },
  { name: 'Working days', description: 'Working days, weekend days and days off between two days.' },
  { name: 'Changes', description: 'What changed in the data: the change feed, and every revision of one holiday.' },
  {
    name: 'Service',
    description: 'No key needed: health, the data sources and their licences, metrics, and this document.',
  },
  {
    name: 'Pages',
    description:
      "No key needed: the pages for people (this reference and the holiday calendar), their files and the calendar's data.",
  },
] as const;

export type Tag = (typeof TAGS)[number]['name'];
