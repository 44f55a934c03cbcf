export {
  addressesQueryKey,
  addressesQueryOptions,
  getAddresses,
  sortAddresses,
  useAddresses,
} from './api/get-addresses';
export { useSaveAddress, addAddress, updateAddress, type AddressInput } from './api/save-address';
export { AddressForm, addressFormTitle, type AddressFormProps } from './components/address-form';
