export { usePincode } from './api/check-pincode';
