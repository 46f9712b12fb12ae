/** Named calls of the new-parcel wizard: categories, detection, address schemas, fee validation, creation. */
export const colisCreationMethods = {};
