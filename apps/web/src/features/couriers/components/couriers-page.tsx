export function CouriersPage() {
  return null;
}
