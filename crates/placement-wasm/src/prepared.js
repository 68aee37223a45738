// The JavaScript half of prepared inputs (see prepared.rs): a handle object
// whose methods call one Rust dispatcher with the method's number. The
// dispatcher holds the prepared state; free() drops it, and a call after that
// throws a clear Error from the Rust side instead of reaching freed memory.
//
// A method may answer with a Deferred: a result whose big parts stayed in the
// module. The handle hands back the plain result with a getter in each part's
// place that fetches it on first read (hidden method `#part`) and then becomes
// an ordinary property; when the result is garbage collected first, the parts
// are dropped (`#release`). JSON.stringify, structuredClone, spreads and
// deep-equality checks read through the getters like any property.

class Deferred {
  constructor(value, id, paths) {
    Object.assign(this, { value, id, paths });
  }
}

// Each part's [owner, key, where (its path in the result, for errors)].
const partsOf = (value, paths) => paths.split(',').flatMap((path) => {
  const [list, key] = path.split('[].');
  if (key === undefined) return [[value, path, path]];
  return value[list].map((owner, j) => [owner, key, `${list}[${j}].${key}`]);
});

/**
 * A result whose parts, in the order of the comma-separated `paths`, are part 0, 1, … of result
 * `id`: a path `key` is `value[key]`, a path `list[].key` is `value[list][j][key]` for each `j`.
 */
export function deferred(value, id, paths) {
  return new Deferred(value, id, paths);
}

// Made at top level so that the held callback cannot keep the result alive.
const releaser = (call, index, id) => () => call(index, id);
const collected = typeof FinalizationRegistry === 'function'
  ? new FinalizationRegistry((release) => {
    try { release(); } catch { /* the handle was freed: nothing was kept */ }
  })
  : { register() {} };

const asValue = (owner, key, value) =>
  Object.defineProperty(owner, key, { value, writable: true, enumerable: true, configurable: true });

/** A frozen object with one method per name; `free` and `Symbol.dispose` release it. */
export function preparedHandle(kind, methods, call) {
  const handle = {};
  const part = methods.indexOf('#part');
  const release = methods.indexOf('#release');
  const settle = ({ value, id, paths }) => {
    const list = partsOf(value, paths);
    list.forEach(([owner, key, where], i) => {
      let read; // the part once fetched, for an owner frozen before it was read
      Object.defineProperty(owner, key, {
        enumerable: true,
        configurable: true,
        set(v) { asValue(owner, key, v); },
        get() {
          if (read !== undefined) return read;
          try {
            read = call(part, id, i);
          } catch (e) {
            if (!String(e?.message).includes('was freed')) throw e;
            throw new Error(`${kind}: the result's ${where} was read after free(); a prepared handle's result fetches it on first read, so read it before free()`, { cause: e });
          }
          // A frozen or sealed owner (a store that deep-freezes its state) keeps the getter.
          if (Object.getOwnPropertyDescriptor(owner, key).configurable) asValue(owner, key, read);
          return read;
        },
      });
    });
    if (list.length > 0) collected.register(value, releaser(call, release, id));
    return value;
  };
  methods.forEach((name, index) => {
    if (name.startsWith('#')) return;
    handle[name] = (a, b, c) => {
      const answer = call(index, a, b, c);
      return answer instanceof Deferred ? settle(answer) : answer;
    };
  });
  if (typeof Symbol.dispose === 'symbol') handle[Symbol.dispose] = handle.free;
  Object.defineProperty(handle, Symbol.toStringTag, { value: kind });
  return Object.freeze(handle);
}
