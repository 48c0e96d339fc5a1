/** The provider's client kit version whose semantics this kit follows (spec §1, §9). */
export const KIT_VERSION = '1.4.8';
