import { goodyImageUrls } from '../assets/image-urls';
import type { SandboxDb } from '../db/database';

export type CouponRow = {
  identifier: string;
  catalog_identifier: string;
  position: number;
  name: string;
  description: string;
  value: number;
  key_for_display: string;
  stock: number | null;
  resellable_as_fidzs: number;
};

export function couponJson(base: string, coupon: CouponRow) {
  return {
    identifier: coupon.identifier,
    name: coupon.name,
    description: coupon.description,
    value: coupon.value,
    ...goodyImageUrls(base, coupon.identifier),
    key_for_display: coupon.key_for_display,
    stock: coupon.stock,
    resellable_as_fidzs: coupon.resellable_as_fidzs === 1,
  };
}

/** SHOP-CATALOG-1: exactly one catalog is expected. */
export function catalogsJson(db: SandboxDb, base: string) {
  const catalogs = db.prepare('SELECT identifier, name FROM catalogs ORDER BY identifier').all() as {
    identifier: string;
    name: string;
  }[];
  const coupons = db.prepare('SELECT * FROM coupons WHERE catalog_identifier = ? ORDER BY position');
  return {
    catalogs: catalogs.map((catalog) => ({
      identifier: catalog.identifier,
      name: catalog.name,
      coupons: (coupons.all(catalog.identifier) as CouponRow[]).map((coupon) => couponJson(base, coupon)),
    })),
  };
}

export function findCoupon(db: SandboxDb, identifier: string): CouponRow | undefined {
  return db.prepare('SELECT * FROM coupons WHERE identifier = ?').get(identifier) as CouponRow | undefined;
}
