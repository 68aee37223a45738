// The JavaScript half of prepared inputs (see prepared.rs): a handle object
// whose methods call one Rust dispatcher with the method's number. The
// dispatcher holds the prepared state; free() drops it, and a call after that
// throws a clear Error from the Rust side instead of reaching freed memory.

/** A frozen object with one method per name; `free` and `Symbol.dispose` release it. */
export function preparedHandle(kind, methods, call) {
  const handle = {};
  methods.forEach((name, index) => {
    handle[name] = (a, b, c) => call(index, a, b, c);
  });
  if (typeof Symbol.dispose === 'symbol') handle[Symbol.dispose] = handle.free;
  Object.defineProperty(handle, Symbol.toStringTag, { value: kind });
  return Object.freeze(handle);
}
