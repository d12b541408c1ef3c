// Loads and stores of the Brandes runs' arrays, by byte address and index: AssemblyScript (see
// brandes.as.ts), shared by its files.

// @ts-ignore: decorator
@inline export function i32At(base: usize, index: i32): i32 {
  return load<i32>(base + ((<usize>index) << 2));
}
// @ts-ignore: decorator
@inline export function setI32(base: usize, index: i32, value: i32): void {
  store<i32>(base + ((<usize>index) << 2), value);
}
// @ts-ignore: decorator
@inline export function f64At(base: usize, index: i32): f64 {
  return load<f64>(base + ((<usize>index) << 3));
}
// @ts-ignore: decorator
@inline export function setF64(base: usize, index: i32, value: f64): void {
  store<f64>(base + ((<usize>index) << 3), value);
}
