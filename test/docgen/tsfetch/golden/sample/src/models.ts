// The types of the documented bodies, members under their wire names.
// Written by docgen from the recorded calls.

/** The C++ type user. */
export type User = {
  login: string;
  id: number;
  name?: string | null;
  company?: string | null;
  public_repos: number;
  followers: number;
};

/** The C++ type error_record. */
export type ErrorRecord = {
  message: string;
  documentation_url?: string | null;
};

/** The C++ type repository. */
export type Repository = {
  name: string;
  full_name: string;
  description?: string | null;
  stargazers_count: number;
  language?: string | null;
};
