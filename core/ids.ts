import { hash } from 'node:crypto';

// Ids are `<YYYYMMDD>_<hex>`: the day of `date`, then a fixed-length digest of
// the record's identity. The same identity gives the same id on every machine;
// once minted, the ledger carries an id forward through renames and scope changes.

export const ID_PATTERN = /^\d{8}_[0-9a-f]{12}$/;

export interface Identity {
  country: string;
  date: string;
  key: string;
  substitute: boolean;
  variant: number;
}

export function identityString(identity: Identity): string {
  return [
    identity.country,
    identity.date,
    identity.key,
    identity.substitute ? 'substitute' : 'holiday',
    identity.variant,
  ].join('|');
}

/** A fresh id for an identity; `salt` > 0 gives the next candidate when one is taken. */
export function mintId(identity: Identity, salt = 0): string {
  // crypto.hash: the same digest as createHash's, without a Hash object per record (a fresh build mints 170,000).
  const digest = hash('sha256', identityString(identity) + (salt ? `#${salt}` : ''), 'hex').slice(0, 12);
  return `${identity.date.replaceAll('-', '')}_${digest}`;
}
