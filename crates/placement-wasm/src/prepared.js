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
  constructor(value, id, owners, key) {
    Object.assign(this, { value, id, owners, key });
  }
}

/** A result whose `value[owners][i][key]` (without `owners`: `value[k]`, `k` the `i`-th of the comma-separated `key`s) is part `i` of result `id`. */
export function deferred(value, id, owners, key) {
  return new Deferred(value, id, owners, key);
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
  const settle = ({ value, id, owners, key }) => {
    const list = owners ? value[owners].map((owner) => [owner, key]) : key.split(',').map((own) => [value, own]);
    list.forEach(([owner, key], i) => {
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
            const where = owners ? `${owners}[${i}].${key}` : key;
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
