/** Named configuration calls that are not CRUD; each parses its payload with its contract schema. */
export const configurationMethods = {};
