export { addressesQueryKey, useAddresses } from './api/get-addresses';
export { AddressForm, addressFormTitle } from './components/address-form';
