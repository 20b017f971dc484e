import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type Role = "admin" | "member";
export type UserStatus = "active" | "disabled";

export interface UsersTable {
  id: Generated<string>;
  email: string;
  username: string;
  full_name: string;
  password_hash: string;
  role: ColumnType<Role, Role | undefined, Role>;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_login: NullableTimestamp;
  login_count: ColumnType<number, number | undefined, number>;
}

export interface SessionsTable {
  /** SHA-256 of the token: a leaked table does not yield usable tokens. */
  id: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface SignInFailuresTable {
  id: Generated<string>;
  account_key: string;
  failed_at: Timestamp;
}

export interface WorkerHeartbeatsTable {
  worker_id: string;
  beat_at: Timestamp;
}

export interface SkusTable {
  id: Generated<string>;
  user_id: string;
  sku: string;
  title: string;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  /** numeric(12, 2): postgres.js hands it over as text. */
  price: string;
  min_quantity: number;
  max_quantity: number;
  weight: ColumnType<string, string | undefined, string>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CustomersTable {
  id: Generated<string>;
  user_id: string;
  label: string;
  name: string;
  email: string;
  phone: string | null;
  address1: string;
  address2: string | null;
  city: string;
  postcode: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  weight: ColumnType<string, string | undefined, string>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SettingsTable {
  user_id: string;
  dispatch_base_url: string | null;
  /** AES-256-GCM ciphertext */
  dispatch_token: string | null;
  dispatch_store_id: string | null;
  dispatch_channel_id: string | null;
  dispatch_orders_endpoint: string | null;
  shopify_shop_domain: string | null;
  /** AES-256-GCM ciphertext */
  shopify_access_token: string | null;
  shopify_api_version: string | null;
  updated_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  sign_in_failures: SignInFailuresTable;
  worker_heartbeats: WorkerHeartbeatsTable;
  skus: SkusTable;
  customers: CustomersTable;
  settings: SettingsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
