"""The built-in path: generated `<module>_defaults.py` modules (jinja2 + black)."""
