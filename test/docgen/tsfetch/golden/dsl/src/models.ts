// The types of the documented bodies, members under their wire names.
// Written by docgen from the recorded calls.

/** The C++ type item. */
export type Item = {
  id: number;
  name: string;
};
