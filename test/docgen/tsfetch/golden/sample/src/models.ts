// The types of the documented bodies, members under their wire names.
// Written by docgen from the recorded calls.

/** The C++ type user. */
export type User = {
  /** The user's handle, as in the profile's address */
  login: string;
  /** The user's unique identifier */
  id: number;
  /** The name the user shows, if any */
  name?: string | null;
  /** The company the user names, if any */
  company?: string | null;
  /** How many public repositories the user owns */
  public_repos: number;
  /** How many users follow the user */
  followers: number;
};

/** The C++ type error_record. */
export type ErrorRecord = {
  /** What went wrong */
  message: string;
  /** Where GitHub's documentation explains the error */
  documentation_url?: string | null;
};

/** The C++ type repository. */
export type Repository = {
  /** The repository's name, without its owner */
  name: string;
  /** The owner's login and the repository's name: owner/name */
  full_name: string;
  /** What the repository is about, if it says */
  description?: string | null;
  /** How many users starred the repository */
  stargazers_count: number;
  /** The repository's main programming language, if known */
  language?: string | null;
};
