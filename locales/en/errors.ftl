# The engine's input errors (placement::kernel::error_text::ERROR_TEXTS): each text is the
# English the engine writes in InputError.message; the catalogs test holds them equal.


## Values of fields.
error-not-empty = must not be empty
error-not-negative = must not be negative
error-not-negative-seconds = must not be negative (seconds)
error-greater-than-zero = must be greater than 0
error-at-least-one = must be at least 1
error-at-most = must be at most { $max }
error-between = must be between 1 and { $max }
error-range = must be { $min }..={ $max }
error-percentage = must be a percentage between 0 and 100
error-duplicate = is a duplicate
error-required = is required
error-must-be-string = must be a string
error-must-be-boolean = must be true or false
error-non-empty = must be non-empty

## Longhorn.
error-duplicate-node = is a duplicate node name
error-duplicate-disk = is a duplicate disk name on this node
error-duplicate-backing-image = is a duplicate backing image name
error-duplicate-volume = is a duplicate volume name
error-duplicate-replica = is a duplicate replica name
error-data-source-form = must be vol://<volume> or snap://<volume>/<snapshot>
error-clone-needs-source = needs a dataSource (the volume it is cloned from)
error-not-source-replica = is not a replica of the source volume { $volume }
error-reserved-over-maximum = must not exceed storageMaximum ({ $maximum })
error-replicas-at-most = must be at most 20
error-strict-local-one-replica = must be 1 for a strict-local volume
error-unknown-node = is not a node of the cluster
error-unknown-backing-image = is not one of the scenario's backingImages
error-disk-needs-node = needs a node
error-disk-required = is required with a node
error-unknown-disk = is not a disk of node { $node }
error-unknown-volume = is not a volume of the scenario
error-redact = could not be redacted: a name equals a value the input needs as it is ({ $problem })

## Labels and node affinity.
error-values-for-operator = must be non-empty for operator { $operator }
error-no-values-for-operator = must be empty for operator { $operator }
error-one-value-for-operator = must have exactly one value for operator { $operator }
error-label-key-prefix = is not a valid label key: the prefix must be a lowercase DNS subdomain
error-label-key-empty-name = is not a valid label key: the name part must not be empty
error-label-key-name = is not a valid label key: the name part must be at most 63 characters of [A-Za-z0-9-_.], starting and ending alphanumeric
error-label-value = is not a valid label value: at most 63 characters of [A-Za-z0-9-_.], starting and ending alphanumeric
error-affinity-no-term = must have at least one term
error-affinity-integer = must be an integer for Gt/Lt
error-match-fields-key = matchFields supports only metadata.name
error-match-fields-operator = matchFields supports only In and NotIn
error-match-fields-one-value = must have exactly one value in matchFields

## Kubernetes storage capacity tracking.
error-capacity-unknown-node = is not among cluster.nodes
error-prefilter-rejects = is rejected by PreFilter ({ $reason }), so it is never assumed on a node
error-filter-rejects = does not pass Filter for this pod, so Reserve never assumes the pod there
error-one-volume-source = must have exactly one volume source
error-score-no-point = must have at least one point
error-score-utilization = must be 0..=100
error-score-value = must be 0..=10
error-score-order = must be greater than the previous point's
error-bind-timeout = must be at least 1 (the scheduler polls the bindings every second)
error-segment-no-node = matches no segment of the nodes (check the topology keys and node labels)
error-segment-not-driver = matches no segment of the driver
error-unknown-driver = no simulated driver has this name
error-unknown-storage-class = names a StorageClass that is not in the input
error-duplicate-claim = is a duplicate claim

## Fleet.
error-round-at-least-one = must be at least 1 (round 0 is the start)
error-generation-at-least-one = must be at least 1 (0 means no deployment)
error-joins-later = a cluster that joins in a later round has no BundleDeployment at the start (remove joinsAtRound or the bundleDeployment)
error-unknown-cluster = no cluster with this name
error-cluster-ambiguous = clusters of this name live in the namespaces { $namespaces }: write namespace/name
error-duplicate-cluster = duplicate cluster { $namespace }/{ $name } (also clusters[{ $index }])
error-duplicate-group = duplicate cluster group name in namespace { $namespace }
error-unknown-bundle = no such Bundle among the pasted objects ({ $bundles })
error-unknown-bundle-none = no such Bundle among the pasted objects (none)
error-cluster-list = must be the simulation's cluster list
error-cluster-index = no cluster with this index ({ $count } clusters)
error-targets-list = must be a list of targets
error-target-mapping = must be a target (a mapping)

## Quantities and int-or-string values (said inside serde's reading of a field).
error-quantity-malformed = { $quantity } is not a Kubernetes quantity (expected a number with an optional suffix such as Ki, Mi, Gi, Ti, k, M, G, T or an exponent such as e9)
error-quantity-range = { $quantity } is out of range for a 64-bit byte count
error-not-whole-bytes = { $number } is not a whole number of bytes
error-integer-too-large = integer { $number } is too large
error-not-integer = { $number } is not an integer

## Pasted objects (the object and the position are in the error's path and message).
error-import-no-name = has no name
error-import-no-provisioner = has no provisioner
error-import-no-storage-class = has no storageClassName (the class whose capacity it reports)
error-import-no-storage-request = has no storage request
error-import-no-capacity = has no capacity
error-import-listed-twice = is listed twice (first at { $source }, line { $line })
error-import-listed-twice-top = is listed twice (first at the top, line { $line })
error-import-second-object = a second { $kind } with this name in namespace { $namespace } (the first is at line { $line })
error-import-not-an-object = expected a Kubernetes object (a mapping with apiVersion and kind)
error-import-not-an-object-or-fleet-yaml = expected a Kubernetes object (a mapping with apiVersion and kind) or a fleet.yaml
error-import-no-objects-longhorn = no objects found: paste what kubectl get … -o yaml printed
error-import-no-objects-capacity = no objects found: paste what kubectl get … -o yaml (or -o json) printed
error-import-no-objects-fleet = no objects found: paste what kubectl get bundles,bundledeployments,clusters.fleet.cattle.io,clustergroups.fleet.cattle.io -A -o yaml printed, or a fleet.yaml
error-import-list-items = items of a List must be a sequence of objects
error-import-labels-mapping = must be a mapping of label keys to values

## Texts and support bundles.
error-text-too-large = is too large to import: the limit is { $limitMib } MiB ({ $advice })
error-not-a-bundle = The zip file is not a support bundle: it has neither a metadata.yaml nor a yamls/ folder, which every bundle from Longhorn or support-bundle-kit has.
error-entry-not-text = The entry is not UTF-8 text, so it is not a YAML file of a support bundle.
error-entry-absolute = The entry's name is an absolute path; a support bundle never has such a name, so the file is refused.
error-entry-backslash = The entry's name has a backslash, a Windows path separator; a support bundle never has such a name, so the file is refused.
error-entry-control = The entry's name has a control character; a support bundle never has such a name, so the file is refused.
error-entry-climbs = The entry's name climbs out of its folder with ..; a support bundle never has such a name, so the file is refused.
error-zip-unreadable = The file could not be read: { $detail }.
error-zip-truncated = The zip file is truncated: an entry or its directory lies past the end of the file. Download the bundle again.
error-zip-split = The zip file is split across several files (a multi-part archive): join the parts into one .zip first.
error-zip-directory-too-large = The zip file's directory takes { $mib } MiB, more than the { $limitMib } MiB a support bundle's directory may take.
error-zip-encrypted = The zip file is encrypted (password-protected): export the bundle again without a password.
error-zip-entry-too-large = The entry would inflate to { $size } bytes, more than the { $limit } bytes the reader allows for it; the bundle is refused.
error-zip-bomb = The entry inflates to more than the { $size } bytes its header declares (a zip bomb); the bundle is refused.
error-not-a-zip = The file is not a zip file. A support bundle is the .zip that Longhorn's Generate Support Bundle (or Rancher's support-bundle-kit) downloads.
error-zip-method = The entry is compressed with zip method { $method }; only stored (0) and deflated (8) entries can be read.
error-zip-checksum = The entry's inflated bytes do not match its size or checksum (CRC-32): the bundle is damaged; download it again.
error-zip-damaged = The entry's compressed data is damaged: download the bundle again.

## What serde says about the shape of an input (its own words for types, in arguments).
error-unknown-field = unknown field `{ $field }`, expected { $expected }
error-unknown-field-none = unknown field `{ $field }`, there are no fields
error-missing-field = missing field `{ $field }`
error-duplicate-field = duplicate field `{ $field }`
error-invalid-type = invalid type: { $got }, expected { $expected }
error-invalid-value = invalid value: { $got }, expected { $expected }
error-invalid-length = invalid length { $got }, expected { $expected }
error-unknown-variant = unknown variant `{ $variant }`, expected { $expected }
error-too-deep = nested more than 128 levels deep (objects and arrays within each other): refused

## What the npm package says about its arguments (JS type names stay as JS writes them)
error-argument-object = { $function }: argument { $index } ({ $name }) must be an object, got { $got }
error-argument-array = { $function }: argument { $index } ({ $name }) must be an array, got { $got }
error-argument-bytes = { $function }: argument { $index } ({ $name }) must be a Uint8Array or an ArrayBuffer, got { $got }
error-argument-string = { $function }: argument { $index } ({ $name }) must be a string, got { $got }
error-argument-number = { $function }: argument { $index } ({ $name }) must be a number, got { $got }
error-argument-too-long = { $function }: argument { $index } ({ $name }) is { $length } characters long: the limit is { $limitMib } MiB
error-argument-whole-number = { $function }: argument { $index } ({ $name }) must be a whole number from { $min } to { $max }, got { $got }
error-input-not-json = the input is not JSON data
error-input-stack = the input is nested too deeply to read (JavaScript's call stack ran out): refused
error-input-too-large = the input is too large to read as JSON ({ $detail })
error-input-cycle = the input contains itself (a cycle): it cannot be read as JSON
error-input-unreadable = the input cannot be read as JSON: { $detail }
error-json-symbol = must be JSON data, not a symbol
error-json-function = must be JSON data, not a function
error-json-bigint = must be a number, not a BigInt
error-json-finite = must be a finite number
error-result-unconvertible = could not convert the result

## Verbatim texts of other systems.
error-verbatim = { $text }

## How a host shows an error: the field path, the problem, the value as written.
input-error-at = { $path }: { $problem }
input-error-at-value = { $path }: { $problem } (got "{ $value }")
input-error-value = { $problem } (got "{ $value }")
input-error-position = line { $line }, column { $column }
input-error-with-position = { $error } ({ $position })

## Walks (lessons and stories)
error-walk-too-large = is larger than { $limitKib } KiB: a walk is a few kilobytes
error-walk-path = is not a path: fields separated by dots, list items as [index], [name=…] or [-] (the end, for an insert)
error-walk-no-match = selects nothing in the scenario
error-walk-fact = is not a fact: a path into the result, input.<path> into the scenario, len(…) or bytes(…)
error-walk-fact-missing = names nothing in the engine's result for this step
error-walk-no-arg = is not an argument of the step's narration
error-walk-scrub-range = must be above 0, with min at most max
error-walk-goal = is not a goal: write <fact> == <value> (or !=, <, <=, >, >= with a number)
error-walk-goal-met = already holds at the start of the step, so there is nothing to do
error-walk-solution-fails = does not meet the task's goal
error-walk-one-checkpoint = must have exactly one of predict and task
