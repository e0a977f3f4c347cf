/**
 * `Map.prototype.getOrInsert` and `getOrInsertComputed` (and WeakMap's), the TC39 "upsert"
 * methods, where the browser has none. pdf.js 6 calls them, in the page and in its worker;
 * Firefox ESR 140 does not have them yet (Chromium and WebKitGTK do), so without these every
 * document failed to draw there. Installed once, before pdf.js runs; a browser's own are kept.
 */
type Upsert<K, V> = {
  has(key: K): boolean
  get(key: K): V | undefined
  set(key: K, value: V): unknown
}

for (const prototype of [Map.prototype, WeakMap.prototype] as Upsert<unknown, unknown>[]) {
  if (!('getOrInsert' in prototype)) {
    Object.defineProperty(prototype, 'getOrInsert', {
      configurable: true,
      writable: true,
      value(this: Upsert<unknown, unknown>, key: unknown, value: unknown) {
        if (!this.has(key)) this.set(key, value)
        return this.get(key)
      },
    })
  }
  if (!('getOrInsertComputed' in prototype)) {
    Object.defineProperty(prototype, 'getOrInsertComputed', {
      configurable: true,
      writable: true,
      value(this: Upsert<unknown, unknown>, key: unknown, compute: (key: unknown) => unknown) {
        if (!this.has(key)) this.set(key, compute(key))
        return this.get(key)
      },
    })
  }
}
