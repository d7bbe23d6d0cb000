import { ean13CheckDigit } from '@brasa/domain';

/** doc 4 §5: a courier's code is 99 + the person id padded to 10 digits + the EAN-13 check digit. */
export function courierCode(personId: number): string {
  const first12 = `99${String(personId).padStart(10, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}
