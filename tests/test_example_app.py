"""The example service in testdata/examples, end to end: its app prints the configuration
worked out by hand from the markers, `defaultgen apply` with its emitted schema defaults the
same file to the same document, and what is committed is what defaultgen makes today."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import yaml

EXAMPLES = Path(__file__).resolve().parent.parent / "testdata" / "examples"
CONFIG = "service/config.yaml"
SCHEMA, ROOT = "service/openapi.json", "service.api.server.Server"

# service/config.yaml with every default applied, worked out by hand from the markers in
# service/api/server.py, service/api/common.py and service/api/routes.py.
EXPECTED = {
    "name": "checkout",
    "listeners": [
        {
            "name": "public",
            "address": "0.0.0.0",  # Listener.address: +default="0.0.0.0"
            "port": 8443,
            "protocol": "https",
            # TLS.minVersion: +default="1.2"
            "tls": {"certFile": "/etc/checkout/tls.crt", "keyFile": "/etc/checkout/tls.key", "minVersion": "1.2"},
        },
        # port from the named type Port (+default=8080), protocol from Protocol (+default="http")
        {"name": "admin", "address": "127.0.0.1", "port": 8080, "protocol": "http"},
    ],
    "maxConnections": 0,  # Optional[int]: an explicit 0 is kept, not replaced by 1024
    # the dict default {"read": "5s", "write": "10s"} is not used (the dict is not empty);
    # the null value takes the Duration type's default
    "timeouts": {"read": "2s", "write": "30s"},
    "shutdownGrace": "30s",  # Duration's type-level default
    "requests": {"cpu": 0.5, "memoryMiB": 256},  # non-Optional: Resources' own defaults
    "limits": {"cpu": 0.5, "memoryMiB": 512},  # +default={"memoryMiB": 512}, then cpu from Resources
    # `{}` turns the Optional health check on; interval's field marker "10s" beats Duration's "30s"
    "healthCheck": {"path": "/healthz", "interval": "10s", "failureThreshold": 3},
    # service/api/routes.py: balancing +default="round-robin"; the second route also takes
    # targetPort from ref(DEFAULT_TARGET_PORT) = "http" and method from ref(Method.GET); the
    # timestamp comes back in the RFC 3339 form it was written in (UTC as `Z`)
    "routes": [
        {
            "path": "/api",
            "backend": "checkout-api",
            "targetPort": 8080,
            "method": "POST",
            "balancing": "round-robin",
            "updated": "2024-05-01T12:00:00Z",
        },
        {"path": "/", "backend": "storefront", "targetPort": "http", "method": "GET", "balancing": "round-robin"},
    ],
    # level was set; format +default="json"; accessLog is Optional[bool], so false is kept
    "logging": {"level": "debug", "format": "json", "accessLog": False},
    "debug": False,  # not omitempty: written at its zero value
}

# Runs the app as `python -m service` would, with defaultgen made unimportable.
WITHOUT_DEFAULTGEN = (
    "import runpy, sys; sys.modules['defaultgen'] = None; "
    "sys.argv = ['service', *sys.argv[1:]]; runpy.run_module('service', run_name='__main__')"
)


def python(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *args], cwd=EXAMPLES, capture_output=True, text=True, timeout=120)


def test_app_prints_the_configuration_with_every_default_without_defaultgen() -> None:
    """The app (generated modules, PyYAML and the standard library only: defaultgen cannot be
    imported) prints the effective configuration computed by hand from the markers."""
    done = python("-c", WITHOUT_DEFAULTGEN, CONFIG)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == EXPECTED


def test_app_refuses_the_broken_config_naming_both_mistakes() -> None:
    """service/config-broken.yaml has a port written as a string and a misspelled key: the
    app (strict) exits 1 and lists both with their paths."""
    done = python("-c", WITHOUT_DEFAULTGEN, "service/config-broken.yaml")
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr.splitlines() == [
        "service: service/config-broken.yaml: the configuration is not valid:",
        '  $.listeners[0].port: expected int, got str "8443"',
        '  $.listeners[0].protocl: unknown field "protocl"; did you mean "protocol"?',
    ]


def test_app_refuses_a_config_that_breaks_a_validation_marker_with_its_path() -> None:
    """service/config-invalid.yaml fits the types, but its port breaks the Port type's
    `+kubebuilder:validation:Maximum=65535`: the generated load (decode, default, validate)
    refuses it with the path and the bound."""
    done = python("-c", WITHOUT_DEFAULTGEN, "service/config-invalid.yaml")
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr.splitlines() == [
        "service: service/config-invalid.yaml: the configuration is not valid:",
        "  $.listeners[0].port: must be <= 65535, got 84430",
    ]


def test_apply_with_the_emitted_schema_gives_the_same_configuration() -> None:
    """The CRD path, `defaultgen apply` with the committed schema, defaults the YAML file to
    the same document (printed as YAML, since it read YAML)."""
    done = python("-m", "defaultgen", "apply", "--schema", SCHEMA, "--type", ROOT, CONFIG)
    assert done.returncode == 0, done.stderr
    assert yaml.safe_load(done.stdout) == EXPECTED


def test_agreement_check_says_both_paths_agree() -> None:
    """agree.py, the last step of `make run`, finds the two paths agree on the config file."""
    done = python("agree.py")
    assert (done.returncode, done.stdout) == (0, "built-in and CRD paths agree on service/config.yaml\n"), done.stderr


def test_agreement_check_shows_the_difference_kep1929_accepts(tmp_path: Path) -> None:
    """An explicit zero for an omitempty field (`format: ""`) is defaulted by the generated
    code but kept by the schema: agree.py exits 1 and shows that one line of difference."""
    config = tmp_path / "zero.yaml"
    config.write_text('name: x\nlogging: {format: ""}\n', encoding="utf-8")
    done = python("agree.py", str(config))
    assert done.returncode == 1
    changed = [line for line in done.stdout.splitlines() if line[:1] in "+-" and line[:3] not in ("+++", "---")]
    assert changed == ['-    "format": "json",', '+    "format": "",']


def test_example_types_are_lint_clean() -> None:
    """Every field of the example follows the rules: no error, no warning."""
    done = python("-m", "defaultgen", "lint", "--warnings-as-errors", "--no-cache")
    assert done.returncode == 0, done.stdout + done.stderr


def test_committed_generated_modules_are_up_to_date() -> None:
    """`defaultgen generate --check` finds both committed *_defaults.py byte-identical to a
    fresh generation."""
    done = python("-m", "defaultgen", "generate", "--check", "--no-cache")
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in (EXAMPLES / "service" / "api").glob("*_defaults.py")) == [
        "common_defaults.py",
        "routes_defaults.py",
        "server_defaults.py",
    ]


def test_committed_schema_is_what_openapi_emits(tmp_path: Path) -> None:
    """service/openapi.json is byte for byte what `defaultgen openapi` writes today."""
    fresh = tmp_path / "openapi.json"
    done = python("-m", "defaultgen", "openapi", "--no-cache", "-o", str(fresh))
    assert done.returncode == 0, done.stderr
    assert fresh.read_bytes() == (EXAMPLES / SCHEMA).read_bytes()
