export const paymentLabel = (m: 'Online' | 'COD'): string =>
  m === 'COD' ? 'Cash on delivery' : 'Online';
