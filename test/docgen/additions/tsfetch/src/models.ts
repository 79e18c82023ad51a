// The types of the documented bodies, members under their wire names.
// Written by docgen from the recorded calls.

/** The C++ type pet. */
export type Pet = {
  /** The pet's identifier, given by the clinic (0 when adding it) */
  id: number;
  name: string;
  /** What kind of animal it is */
  kind: 'cat' | 'dog' | 'parrot';
  /** Who brings the pet in, if the clinic knows */
  owner?: string | null;
};
