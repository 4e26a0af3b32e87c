"""`defaultgen/templating.py`: the environment the templates under templates/ render in."""

from __future__ import annotations

import jinja2
import pytest

from defaultgen.templating import environment


def test_templates_are_found_by_name_and_keep_their_lines() -> None:
    template = environment().get_template("imported.py.j2")
    assert template.filename is not None and template.filename.endswith("templates/imported.py.j2")
    text = environment().from_string("{% for x in xs %}\n{{ x }}\n{% endfor %}\n").render(xs=["a", "<b>"])
    assert text == "a\n<b>\n"  # block tags take their line with them, nothing escaped, trailing newline kept


def test_an_undefined_name_is_an_error() -> None:
    with pytest.raises(jinja2.UndefinedError):
        environment().from_string("{{ missing }}").render()
