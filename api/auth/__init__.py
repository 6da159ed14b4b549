"""Shared identity pieces every domain may use: password hashing and the check that the
caller of an owner route is a member of the project it works on."""
