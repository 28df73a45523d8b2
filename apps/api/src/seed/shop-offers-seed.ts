import { RWANDA_PROVINCES } from "@heritage/domain/delivery";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { deliveryZones, promoCodes } from "../db/schema/shop-offers.ts";

/**
 * The demo shop keeps the promises its copy makes: WELCOME10 for 10 % off a first
 * order (advertised on the market), delivery the same or next day in Kigali and in 2-3 days in
 * the provinces, free from RWF 50,000, and abroad. The admin changes all of it in the portal.
 */
const ZONES = [
  {
    name: "Kigali",
    translations: { rw: { name: "Kigali", description: "" }, fr: { name: "Kigali", description: "" } },
    fee: 1_500,
    days_min: 0,
    days_max: 1,
    districts: [...RWANDA_PROVINCES.kigali],
  },
  {
    name: "Other provinces",
    translations: {
      rw: { name: "Izindi ntara", description: "" },
      fr: { name: "Autres provinces", description: "" },
    },
    fee: 3_000,
    days_min: 2,
    days_max: 3,
    districts: [
      ...RWANDA_PROVINCES.north,
      ...RWANDA_PROVINCES.south,
      ...RWANDA_PROVINCES.east,
      ...RWANDA_PROVINCES.west,
    ],
  },
];

/** Adds the demo code and zones when the shop has none of them (running it again adds nothing). */
export async function seedShopOffers(db: Db, now: Date): Promise<void> {
  const [codes] = await db.select({ n: sql<number>`count(*)::int` }).from(promoCodes);
  if (!codes?.n) {
    await db.insert(promoCodes).values({
      code: "WELCOME10",
      kind: "percent",
      value: 10,
      first_order_only: true,
      advertised: true,
      created_at: now,
      updated_at: now,
    });
  }
  const [zones] = await db.select({ n: sql<number>`count(*)::int` }).from(deliveryZones);
  if (zones?.n) return;
  await db.insert(deliveryZones).values([
    ...ZONES.map((zone) => ({ ...zone, free_above: 50_000, created_at: now, updated_at: now })),
    {
      name: "Abroad",
      translations: {
        rw: { name: "Mu mahanga", description: "" },
        fr: { name: "À l’étranger", description: "" },
      },
      fee: 45_000,
      free_above: null,
      days_min: 7,
      days_max: 21,
      districts: [],
      abroad: true,
      created_at: now,
      updated_at: now,
    },
  ]);
}
