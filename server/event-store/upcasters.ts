// Old event shapes are turned into current ones when read, so old logs keep replaying.
// An upcaster lifts one event type from one schema version to the next; they chain.

export type Upcaster = (data: any) => unknown;

const upcasters = new Map<string, Upcaster>();
const currentVersions = new Map<string, number>();

const key = (type: string, fromVersion: number) => `${type}@${fromVersion}`;

export function registerUpcaster(type: string, fromVersion: number, upcast: Upcaster): void {
  upcasters.set(key(type, fromVersion), upcast);
  currentVersions.set(type, Math.max(currentVersions.get(type) ?? 1, fromVersion + 1));
}

/** The schema version new events of this type are written with. */
export function currentSchemaVersion(type: string): number {
  return currentVersions.get(type) ?? 1;
}

export function upcast(type: string, schemaVersion: number, data: unknown): { data: unknown; schemaVersion: number } {
  let version = schemaVersion;
  let value = data;
  for (let step = upcasters.get(key(type, version)); step; step = upcasters.get(key(type, version))) {
    value = step(value);
    version++;
  }
  return { data: value, schemaVersion: version };
}
