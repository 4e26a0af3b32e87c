"""`python -m tools.kal_cases`: see the package's docstring."""

import sys

from . import main

sys.exit(main())
