/** The drawer items' icon column, one object for every item (an `sx` literal is a new object each render). */
export const DRAWER_ICON_SX = { minWidth: 40 } as const;
