export async function runMicro() {
  return []
}
