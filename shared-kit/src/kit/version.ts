/** The provider's client kit version whose semantics this kit follows (KIT-1). */
export const KIT_VERSION = '1.4.8';
