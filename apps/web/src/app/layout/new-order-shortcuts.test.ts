// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isDialogOpen, isTypingTarget, shortcutOrderType } from './new-order-shortcuts';

const key = (k: string, extra: Partial<KeyboardEvent> = {}) => ({
  key: k,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  shiftKey: false,
  ...extra,
});

describe('new order shortcuts', () => {
  it('maps Insert to delivery and Home to counter, nothing else', () => {
    expect(shortcutOrderType(key('Insert'))).toBe('DELIVERY');
    expect(shortcutOrderType(key('Home'))).toBe('BALCAO');
    expect(shortcutOrderType(key('Home', { ctrlKey: true }))).toBeNull();
    expect(shortcutOrderType(key('a'))).toBeNull();
  });

  it('knows when the user is typing or a dialog is open', () => {
    const input = document.createElement('input');
    const div = document.createElement('div');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    document.body.append(input, div, editable);
    expect(isTypingTarget(input)).toBe(true);
    expect(isTypingTarget(div)).toBe(false);
    expect(isTypingTarget(editable)).toBe(true);
    expect(isDialogOpen()).toBe(false);
    div.setAttribute('role', 'dialog');
    expect(isDialogOpen()).toBe(true);
    document.body.innerHTML = '';
  });
});
