// The types of owners.js, which stays plain JavaScript so that eslint.config.js can import it.
/** A table's (or sequence's) export name → the folder under apps/server/src that owns it. */
export declare const tableOwners: Readonly<Record<string, string>>;
