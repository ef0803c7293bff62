/** spec §9: client identifier and version sent with every API call and shown in the footer. */
export const CLIENT_ID = 'production';
export const CLIENT_VERSION = '1.2.0';
export const API_BASE_PATH = '/ebsn/api';
/** spec §9: product list page size. */
export const PRODUCT_PAGE_SIZE = 24;
