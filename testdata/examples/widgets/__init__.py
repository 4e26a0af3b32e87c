"""An operator-style example: the `Widget` resource, in two versions, and its CRD."""
