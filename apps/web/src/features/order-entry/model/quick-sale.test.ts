import { describe, expect, it } from 'vitest';
import { makeCustomer } from '../test-utils/menu-factories';
import { asksCustomerBeforeSave, isCustomerMandatory, opensCustomerFirst } from './quick-sale';

const none = { customer: null };
const some = { customer: makeCustomer() };

describe('quick sale customer rule', () => {
  it('NAO_EXIBIR never asks for a customer', () => {
    const options = { customerPrompt: 'NAO_EXIBIR' } as const;
    expect(isCustomerMandatory(options)).toBe(false);
    expect(opensCustomerFirst(options, none)).toBe(false);
    expect(asksCustomerBeforeSave(options, none)).toBe(false);
    expect(isCustomerMandatory(undefined)).toBe(false);
  });

  it('EXIBIR_COMECO opens the dialog first and still requires the customer at save', () => {
    const options = { customerPrompt: 'EXIBIR_COMECO' } as const;
    expect(opensCustomerFirst(options, none)).toBe(true);
    expect(opensCustomerFirst(options, some)).toBe(false);
    expect(asksCustomerBeforeSave(options, none)).toBe(true);
    expect(asksCustomerBeforeSave(options, some)).toBe(false);
  });

  it('EXIBIR_FINAL asks only before saving', () => {
    const options = { customerPrompt: 'EXIBIR_FINAL' } as const;
    expect(opensCustomerFirst(options, none)).toBe(false);
    expect(asksCustomerBeforeSave(options, none)).toBe(true);
    expect(asksCustomerBeforeSave(options, some)).toBe(false);
  });
});
