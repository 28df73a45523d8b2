import { type District, type Province, RWANDA_PROVINCES } from "@heritage/domain/delivery";
import { offerTexts as t } from "../../../components/orders/offer-texts.ts";
import type { SelectOption } from "../../../components/ui/select.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { countryOptions } from "../../../lib/countries.ts";

function districtOptions(served: ReadonlySet<string>): SelectOption[] {
  return (Object.entries(RWANDA_PROVINCES) as [Province, readonly District[]][]).flatMap(
    ([province, districts]) =>
      districts
        .filter((district) => served.has(district))
        .map((district) => ({ value: district, label: `${district} · ${t.provinces[province]}` })),
  );
}

/**
 * Where the order goes: a district the shop's zones serve, or a country abroad when a
 * zone delivers abroad. The server prices it; this only offers what it will accept.
 */
export function DeliveryFields({
  served,
  abroadOffered,
  country,
  district,
  onCountry,
  onDistrict,
  countryError,
  districtError,
  disabled,
}: {
  served: ReadonlySet<string>;
  abroadOffered: boolean;
  country: string;
  district: string;
  onCountry: (value: string) => void;
  onDistrict: (value: string) => void;
  countryError?: string;
  districtError?: string;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-col gap-4">
      {abroadOffered ? (
        <Select
          label={t.country}
          options={countryOptions(t.rwanda)}
          value={country}
          onChange={(event) => onCountry(event.target.value)}
          error={countryError}
          disabled={disabled}
          autoComplete="country"
        />
      ) : (
        <p className="text-sm text-muted">{t.onlyRwanda}</p>
      )}
      {country === "RW" && (
        <Select
          label={t.district}
          placeholder={t.chooseDistrict}
          options={districtOptions(served)}
          value={district}
          onChange={(event) => onDistrict(event.target.value)}
          error={districtError}
          disabled={disabled}
        />
      )}
    </div>
  );
}
