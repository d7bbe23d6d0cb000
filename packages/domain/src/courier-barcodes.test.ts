import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEan13 } from './barcode';
import { CONFIRM_DISPATCH_BARCODE, courierBarcode, orderBarcode, parseDispatchInput } from './courier-barcodes';
import { MSG } from './messages';

const id = fc.integer({ min: 1, max: 2_147_483_647 });

describe('courier barcodes (doc 4 §5 Dispatch input)', () => {
  it("is '99' + id padded to 10 digits + the EAN-13 check digit", () => {
    expect(courierBarcode(7)).toBe('9900000000073');
    expect(courierBarcode(7)).toHaveLength(13);
    expect(isValidEan13(courierBarcode(7))).toBe(true);
  });

  it("the confirm code is '98' + zeros + check digit", () => {
    expect(CONFIRM_DISPATCH_BARCODE).toBe('9800000000007');
    expect(parseDispatchInput(CONFIRM_DISPATCH_BARCODE)).toEqual({ ok: true, value: { kind: 'confirm' } });
  });

  it('property: courier codes round-trip and are valid EAN-13', () => {
    fc.assert(
      fc.property(id, (personId) => {
        const code = courierBarcode(personId);
        expect(code).toMatch(/^99\d{11}$/);
        expect(isValidEan13(code)).toBe(true);
        expect(parseDispatchInput(code)).toEqual({ ok: true, value: { kind: 'courier', personId } });
      }),
    );
  });

  it('property: order codes round-trip and never read as courier or confirm', () => {
    fc.assert(
      fc.property(id, (orderId) => {
        const code = orderBarcode(orderId);
        expect(isValidEan13(code)).toBe(true);
        expect(parseDispatchInput(code)).toEqual({ ok: true, value: { kind: 'order', id: orderId } });
      }),
    );
  });

  it('property: a wrong check digit on a courier code is refused with the spec message', () => {
    fc.assert(
      fc.property(id, fc.integer({ min: 1, max: 9 }), (personId, shift) => {
        const code = courierBarcode(personId);
        const wrong = `${code.slice(0, 12)}${(Number(code[12]) + shift) % 10}`;
        expect(parseDispatchInput(wrong)).toEqual({ ok: false, message: MSG.COURIER_CODE_NOT_FOUND });
      }),
    );
  });

  it('upper-cases and trims; short or non-numeric lookups get the lookup message', () => {
    expect(parseDispatchInput('  12345678 ')).toEqual({ ok: true, value: { kind: 'order', id: 12345678 } });
    expect(parseDispatchInput('1234567')).toEqual({ ok: false, message: MSG.ORDER_LOOKUP_TOO_SHORT });
    expect(parseDispatchInput('abcdefghij')).toEqual({ ok: false, message: MSG.ORDER_LOOKUP_TOO_SHORT });
    expect(parseDispatchInput('9800000000001')).toEqual({ ok: false, message: MSG.BARCODE_INVALID });
    expect(parseDispatchInput(null)).toEqual({ ok: false, message: MSG.ORDER_LOOKUP_TOO_SHORT });
  });
});
