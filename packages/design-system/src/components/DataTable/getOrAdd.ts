/** What `map` holds for `key`, made by `make` and kept there the first time it is asked for. */
export function getOrAdd<K, V>(map: { get(key: K): V | undefined; set(key: K, value: V): unknown }, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
