"""The jinja2 environment of the templates under `templates/` (a wheel carries them inside the
package, a checkout has them at the top), for every command that writes Python from them.

`defaultgen import` renders `imported.py.j2` from here without loading the code generator
(`codegen.generate`, whose imports cost an import of core/v1 a third of its time); the code
generator's `_environment` is this environment with the globals its templates call.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import jinja2


def environment() -> jinja2.Environment:
    """A new environment: templates by name, undefined names an error, no escaping, block tags
    taking their line with them, the trailing newline kept."""
    import jinja2

    package = Path(__file__).parent
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader([package / "templates", package.parent / "templates"]),
        undefined=jinja2.StrictUndefined,
        autoescape=False,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
