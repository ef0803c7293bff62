import type { Address } from '@spesa/shared/delivery/address.contract';
import {
  ADDRESS_TYPE,
  ADDRESS_TYPE_NAMES,
  deliveryServiceOfAddressType,
  type AddressTypeId,
} from '@spesa/shared/delivery/delivery-service.contract';
import type { AddressRecord, UserDefaults } from './address.repository.js';

export function isAddressTypeId(value: number): value is AddressTypeId {
  return value === ADDRESS_TYPE.HOME || value === ADDRESS_TYPE.STORE || value === ADDRESS_TYPE.LOCKER;
}

export function toAddress(record: AddressRecord, defaults: UserDefaults, distance?: number): Address {
  const typeId = isAddressTypeId(record.addressTypeId) ? record.addressTypeId : ADDRESS_TYPE.HOME;
  const isDefault =
    typeId === ADDRESS_TYPE.HOME
      ? defaults.deliveryAddressId === record.id
      : defaults.storeAddressId === record.id;
  return {
    addressId: record.id,
    addressName: record.addressName,
    addressType: ADDRESS_TYPE_NAMES[typeId],
    addressTypeId: typeId,
    deliveryServiceId: deliveryServiceOfAddressType(typeId),
    address1: record.address1,
    addressNumber: record.addressNumber,
    city: record.city,
    province: record.province,
    postalcode: record.postalCode,
    doorbellName: record.doorbellName,
    floor: record.floor,
    referencePhoneNumber: record.referencePhoneNumber,
    addressNote: record.addressNote,
    elevator: record.elevator,
    latitude: record.latitude,
    longitude: record.longitude,
    zoneId: record.zoneId,
    active: record.zoneId === null ? 0 : 1,
    storeId: record.storeId,
    warehouseId: record.warehouseId,
    isDefault,
    ...(distance === undefined ? {} : { distance }),
  };
}
