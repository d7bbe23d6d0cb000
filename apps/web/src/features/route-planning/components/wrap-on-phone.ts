/** A line that wraps below sm (a phone shows it whole) and ends in an ellipsis from sm on, where it fits. */
export const WRAP_ON_PHONE = {
  whiteSpace: { xs: 'normal', sm: 'nowrap' },
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  overflowWrap: 'anywhere',
} as const;

/** The cards' inset on a phone: 12 px instead of MUI's 16. */
export const CARD_INSET = { px: { xs: 1.5, sm: 2 } } as const;
