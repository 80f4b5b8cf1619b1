"""Pure extraction functions: each takes text or a parsed Doc and returns plain data.

The spaCy components in :mod:`kg.components` are thin wrappers around these.
"""
