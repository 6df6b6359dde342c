import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795216906382 implements MigrationInterface {
  name = 'InitialSchema1795216906382';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "subscription_tiers" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "tierName" character varying(32) NOT NULL,
                "displayName" character varying(64) NOT NULL,
                "maxEvents" integer,
                "maxAttendeesPerEvent" integer,
                "maxPhotosPerEvent" integer,
                "maxTravelEntriesPerEvent" integer,
                "maxStorageMb" integer,
                "maxInvitationsPerDay" integer,
                "eventHistoryRetentionDays" integer,
                "customBrandingEnabled" boolean NOT NULL DEFAULT false,
                "customBrandingAdvancedEnabled" boolean NOT NULL DEFAULT false,
                "priorityEmailDelivery" boolean NOT NULL DEFAULT false,
                "exportDataEnabled" boolean NOT NULL DEFAULT false,
                "analyticsEnabled" boolean NOT NULL DEFAULT false,
                "apiAccessEnabled" boolean NOT NULL DEFAULT false,
                "advancedSchedulingEnabled" boolean NOT NULL DEFAULT false,
                "whiteLabelEnabled" boolean NOT NULL DEFAULT false,
                "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_60e759c46cb3bc0ef3ceb084ac2" UNIQUE ("tierName"),
                CONSTRAINT "PK_376aa3503bf3278d69af3d711b7" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "users" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "googleSubject" character varying(255) NOT NULL,
                "email" character varying(320) NOT NULL,
                "displayName" character varying(100) NOT NULL,
                "photoURL" character varying(2048),
                "phoneNumber" character varying(40),
                "venmoUsername" character varying(64),
                "bio" character varying(1000),
                "location" character varying(200),
                "timezone" character varying(64),
                "dateOfBirth" date,
                "instagramHandle" character varying(64),
                "twitterHandle" character varying(64),
                "linkedinUrl" character varying(2048),
                "website" character varying(2048),
                "emergencyContactName" character varying(100),
                "emergencyContactPhone" character varying(40),
                "dietaryRestrictions" text array NOT NULL DEFAULT '{}',
                "allergies" text array NOT NULL DEFAULT '{}',
                "profilePrivacy" character varying(16) NOT NULL DEFAULT 'friends',
                "subscriptionStatus" character varying(32) NOT NULL DEFAULT 'free',
                "subscriptionTier" character varying(32) NOT NULL DEFAULT 'free',
                "subscriptionExpiresAt" TIMESTAMP WITH TIME ZONE,
                "lastLoginAt" TIMESTAMP WITH TIME ZONE,
                "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_93a009ec6a8776b148dec266b51" UNIQUE ("googleSubject"),
                CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email"),
                CONSTRAINT "CHK_users_profile_privacy" CHECK (
                    "profilePrivacy" IN ('public', 'friends', 'private')
                ),
                CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "refresh_tokens" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "userId" uuid NOT NULL,
                "familyId" uuid NOT NULL,
                "tokenHash" character(64) NOT NULL,
                "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL,
                "usedAt" TIMESTAMP WITH TIME ZONE,
                "revokedAt" TIMESTAMP WITH TIME ZONE,
                "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_c25bc63d248ca90e8dcc1d92d06" UNIQUE ("tokenHash"),
                CONSTRAINT "PK_7d8bee0204106019488c4c50ffa" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_610102b60fea1455310ccd299d" ON "refresh_tokens" ("userId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_40e9a8b923a1b3fb4429a5c624" ON "refresh_tokens" ("familyId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_56b91d98f71e3d1b649ed6e9f3" ON "refresh_tokens" ("expiresAt")
        `);
    await queryRunner.query(`
            CREATE TABLE "events" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "name" character varying(120) NOT NULL,
                "description" character varying(2000),
                "startDate" TIMESTAMP WITH TIME ZONE,
                "endDate" TIMESTAMP WITH TIME ZONE,
                "location" character varying(200),
                "customLogo" character varying(2048),
                "themeColors" jsonb NOT NULL DEFAULT '{}',
                "bannerSettings" jsonb NOT NULL DEFAULT '{}',
                "adminId" uuid NOT NULL,
                "createdBy" uuid NOT NULL,
                "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_40731c7151fe4be3116e45ddf73" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_dbec08f30021920b79176cfd06" ON "events" ("adminId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_38124c9fc23a0d0d0c0c53aafb" ON "events" ("createdBy")
        `);
    await queryRunner.query(`
            CREATE TABLE "event_invitations" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "eventId" uuid NOT NULL,
                "invitedByUserId" uuid NOT NULL,
                "email" character varying(320) NOT NULL,
                "role" character varying(16) NOT NULL DEFAULT 'attendee',
                "status" character varying(16) NOT NULL DEFAULT 'pending',
                "inviteToken" character varying(64) NOT NULL,
                "invitedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "respondedAt" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "UQ_8d785fc531ffd5b5577e50817ee" UNIQUE ("inviteToken"),
                CONSTRAINT "UQ_event_invitations_event_email" UNIQUE ("eventId", "email"),
                CONSTRAINT "CHK_event_invitations_status" CHECK (status IN ('pending', 'accepted', 'revoked')),
                CONSTRAINT "CHK_event_invitations_role" CHECK (role IN ('admin', 'attendee')),
                CONSTRAINT "PK_48ba3c43da3ae3e1f824f671da7" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c429db60864971c2680c644e91" ON "event_invitations" ("invitedByUserId", "invitedAt")
        `);
    await queryRunner.query(`
            CREATE TABLE "event_members" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "eventId" uuid NOT NULL,
                "userId" uuid NOT NULL,
                "role" character varying(16) NOT NULL DEFAULT 'attendee',
                "joinedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_event_members_event_user" UNIQUE ("eventId", "userId"),
                CONSTRAINT "CHK_event_members_role" CHECK (role IN ('creator', 'admin', 'attendee')),
                CONSTRAINT "PK_d513d28092c89e6a40aa34a5a0e" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_dcefa9d7cc919f8612d4a0242c" ON "event_members" ("userId")
        `);
    await queryRunner.query(`
            CREATE TABLE "role_changes" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "eventId" uuid NOT NULL,
                "changedUserId" uuid,
                "changedByUserId" uuid,
                "oldRole" character varying(16) NOT NULL,
                "newRole" character varying(16) NOT NULL,
                "changedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_role_changes_roles" CHECK (
                    "oldRole" IN ('creator', 'admin', 'attendee')
                    AND "newRole" IN ('creator', 'admin', 'attendee')
                ),
                CONSTRAINT "PK_86919f837626bc45477aec85de4" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_ec92307e4786ebcbd40bf777f4" ON "role_changes" ("changedUserId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_7d2040f058522f2447dd292373" ON "role_changes" ("changedByUserId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_22d072b59e24bcd71b7ee7208e" ON "role_changes" ("eventId", "changedAt")
        `);
    await queryRunner.query(`
            CREATE TABLE "photos" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "eventId" uuid NOT NULL,
                "uploadedBy" uuid,
                "filename" character varying(255) NOT NULL,
                "objectPath" character varying(512) NOT NULL,
                "sizeBytes" bigint NOT NULL DEFAULT '0',
                "caption" character varying(500),
                "votes" integer NOT NULL DEFAULT '0',
                "isFeatured" boolean NOT NULL DEFAULT false,
                "uploadedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_5220c45b8e32d49d767b9b3d725" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_492fd2c2c6456581922928d602" ON "photos" ("uploadedBy")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_21821dc7ea3f37e1ca3ef174ba" ON "photos" ("eventId", "uploadedAt")
        `);
    await queryRunner.query(`
            CREATE TABLE "photo_votes" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "photoId" uuid NOT NULL,
                "userId" uuid NOT NULL,
                "votedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_photo_votes_photo_user" UNIQUE ("photoId", "userId"),
                CONSTRAINT "PK_fdd489d403c11500e47bff49081" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_fa538524017721d8971c684038" ON "photo_votes" ("userId")
        `);
    await queryRunner.query(`
            CREATE TABLE "event_schedule" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "eventId" uuid NOT NULL,
                "title" character varying(200) NOT NULL,
                "description" character varying(2000),
                "startTime" TIMESTAMP WITH TIME ZONE NOT NULL,
                "endTime" TIMESTAMP WITH TIME ZONE,
                "location" character varying(200),
                "createdBy" uuid,
                "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_7ca5fcf249442735ae9189e9367" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_f654a42ef8826c0c446f22658d" ON "event_schedule" ("createdBy")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_829f0e8568fc4b69e731623efa" ON "event_schedule" ("eventId", "startTime")
        `);
    await queryRunner.query(`
            CREATE TABLE "rsvps" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "scheduleEventId" uuid NOT NULL,
                "userId" uuid NOT NULL,
                "status" character varying(16) NOT NULL,
                "respondedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_rsvps_item_user" UNIQUE ("scheduleEventId", "userId"),
                CONSTRAINT "CHK_rsvps_status" CHECK (status IN ('going', 'not_going', 'maybe')),
                CONSTRAINT "PK_5d5dda5a5f9fc2f6ba17eefbf86" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_162d129ecc40a05c5558dbc794" ON "rsvps" ("userId")
        `);
    await queryRunner.query(`
            CREATE TABLE "carpools" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "eventId" uuid NOT NULL,
                "driverId" uuid NOT NULL,
                "fromLocation" character varying(200) NOT NULL,
                "toLocation" character varying(200) NOT NULL,
                "departureTime" TIMESTAMP WITH TIME ZONE NOT NULL,
                "maxSeats" integer NOT NULL DEFAULT '4',
                "currentSeats" integer NOT NULL DEFAULT '1',
                "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_carpools_current_seats" CHECK (
                    "currentSeats" BETWEEN 1 AND "maxSeats"
                ),
                CONSTRAINT "CHK_carpools_max_seats" CHECK (
                    "maxSeats" BETWEEN 1 AND 8
                ),
                CONSTRAINT "PK_43f24c2dc3f2e28a6d506d0372e" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c0e932c8c5f2ee16883ef3b180" ON "carpools" ("driverId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_ff3787178cc5dec9972bde7410" ON "carpools" ("eventId", "departureTime")
        `);
    await queryRunner.query(`
            CREATE TABLE "carpool_passengers" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "carpoolId" uuid NOT NULL,
                "userId" uuid NOT NULL,
                "joinedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_carpool_passengers_carpool_user" UNIQUE ("carpoolId", "userId"),
                CONSTRAINT "PK_779bac41e74c629e6df9c11394b" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_64e170dcbf9570df40825eef3c" ON "carpool_passengers" ("userId")
        `);
    await queryRunner.query(`
            CREATE TABLE "flights" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "eventId" uuid NOT NULL,
                "userId" uuid NOT NULL,
                "airline" character varying(100) NOT NULL,
                "flightNumber" character varying(16) NOT NULL,
                "departure" character varying(100) NOT NULL,
                "arrival" character varying(100) NOT NULL,
                "departureTime" TIMESTAMP WITH TIME ZONE NOT NULL,
                "arrivalTime" TIMESTAMP WITH TIME ZONE NOT NULL,
                "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_flights_times" CHECK ("arrivalTime" > "departureTime"),
                CONSTRAINT "PK_c614ef3382fdd70b6d6c2c8d8dd" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_8abb961f6f8d88bae3a31a2898" ON "flights" ("userId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_770cf32327a19e81c2527039ea" ON "flights" ("eventId", "departureTime")
        `);
    await queryRunner.query(`
            CREATE TABLE "event_user_profiles" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "eventId" uuid NOT NULL,
                "userId" uuid NOT NULL,
                "eventNickname" character varying(64),
                "eventBio" character varying(1000),
                "role" character varying(64),
                "roomingPreferences" character varying(1000),
                "transportationNotes" character varying(1000),
                "eventEmergencyContact" character varying(100),
                "eventEmergencyContactPhone" character varying(40),
                "eventDietaryNotes" character varying(1000),
                "eventAllergies" text array NOT NULL DEFAULT '{}',
                "specialRequests" character varying(1000),
                "profileVisibility" character varying(16) NOT NULL DEFAULT 'event_members',
                "isProfileComplete" boolean NOT NULL DEFAULT false,
                "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_event_user_profiles_event_user" UNIQUE ("eventId", "userId"),
                CONSTRAINT "CHK_event_user_profiles_visibility" CHECK (
                    "profileVisibility" IN ('public', 'event_members', 'organizers_only')
                ),
                CONSTRAINT "PK_0aa485c3c2583dcf6a8eaf00843" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_69f6e01f998a1c0aa096073488" ON "event_user_profiles" ("userId")
        `);
    await queryRunner.query(`
            ALTER TABLE "users"
            ADD CONSTRAINT "FK_31a5d31b29a8d9aa0ce8f57110d" FOREIGN KEY ("subscriptionTier") REFERENCES "subscription_tiers"("tierName") ON DELETE RESTRICT ON UPDATE CASCADE
        `);
    await queryRunner.query(`
            ALTER TABLE "refresh_tokens"
            ADD CONSTRAINT "FK_610102b60fea1455310ccd299de" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "events"
            ADD CONSTRAINT "FK_dbec08f30021920b79176cfd06c" FOREIGN KEY ("adminId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "events"
            ADD CONSTRAINT "FK_38124c9fc23a0d0d0c0c53aafb6" FOREIGN KEY ("createdBy") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "event_invitations"
            ADD CONSTRAINT "FK_fa74daf179a5cfd0e304501beb5" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "event_invitations"
            ADD CONSTRAINT "FK_81815f90bf0377cf7608c390d42" FOREIGN KEY ("invitedByUserId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "event_members"
            ADD CONSTRAINT "FK_37c13d44805876650e348b8af02" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "event_members"
            ADD CONSTRAINT "FK_dcefa9d7cc919f8612d4a0242cf" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "role_changes"
            ADD CONSTRAINT "FK_9354642f80e631d627a3e0bb71d" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "role_changes"
            ADD CONSTRAINT "FK_ec92307e4786ebcbd40bf777f4d" FOREIGN KEY ("changedUserId") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "role_changes"
            ADD CONSTRAINT "FK_7d2040f058522f2447dd292373d" FOREIGN KEY ("changedByUserId") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "photos"
            ADD CONSTRAINT "FK_d001c05092e22adcd9decf69c81" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "photos"
            ADD CONSTRAINT "FK_492fd2c2c6456581922928d602a" FOREIGN KEY ("uploadedBy") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "photo_votes"
            ADD CONSTRAINT "FK_c609bdb87563107a0ca3e2f2b82" FOREIGN KEY ("photoId") REFERENCES "photos"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "photo_votes"
            ADD CONSTRAINT "FK_fa538524017721d8971c6840389" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "event_schedule"
            ADD CONSTRAINT "FK_3b595d5cfe328d521ba4e0065c1" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "event_schedule"
            ADD CONSTRAINT "FK_f654a42ef8826c0c446f22658d9" FOREIGN KEY ("createdBy") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "rsvps"
            ADD CONSTRAINT "FK_37f8b0c360136eb6905769b8b88" FOREIGN KEY ("scheduleEventId") REFERENCES "event_schedule"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "rsvps"
            ADD CONSTRAINT "FK_162d129ecc40a05c5558dbc7944" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "carpools"
            ADD CONSTRAINT "FK_cfaf44b002042c7e651b74daa13" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "carpools"
            ADD CONSTRAINT "FK_c0e932c8c5f2ee16883ef3b1800" FOREIGN KEY ("driverId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "carpool_passengers"
            ADD CONSTRAINT "FK_79642df0ef1e0a068c9ef6477fc" FOREIGN KEY ("carpoolId") REFERENCES "carpools"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "carpool_passengers"
            ADD CONSTRAINT "FK_64e170dcbf9570df40825eef3c5" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "flights"
            ADD CONSTRAINT "FK_cfc989ab7406e1877eac877759e" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "flights"
            ADD CONSTRAINT "FK_8abb961f6f8d88bae3a31a2898a" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "event_user_profiles"
            ADD CONSTRAINT "FK_3afa9e07d9d92bbaf6d4123adf9" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "event_user_profiles"
            ADD CONSTRAINT "FK_69f6e01f998a1c0aa0960734881" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    // The three plans exist from the start so users can reference them; their figures come from the
    // tier catalogue, synchronised at start-up.
    await queryRunner.query(
      `INSERT INTO "subscription_tiers" ("tierName", "displayName") VALUES ('free', 'Free'), ('paid', 'Pro'), ('enterprise', 'Enterprise') ON CONFLICT DO NOTHING`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "event_user_profiles" DROP CONSTRAINT "FK_69f6e01f998a1c0aa0960734881"
        `);
    await queryRunner.query(`
            ALTER TABLE "event_user_profiles" DROP CONSTRAINT "FK_3afa9e07d9d92bbaf6d4123adf9"
        `);
    await queryRunner.query(`
            ALTER TABLE "flights" DROP CONSTRAINT "FK_8abb961f6f8d88bae3a31a2898a"
        `);
    await queryRunner.query(`
            ALTER TABLE "flights" DROP CONSTRAINT "FK_cfc989ab7406e1877eac877759e"
        `);
    await queryRunner.query(`
            ALTER TABLE "carpool_passengers" DROP CONSTRAINT "FK_64e170dcbf9570df40825eef3c5"
        `);
    await queryRunner.query(`
            ALTER TABLE "carpool_passengers" DROP CONSTRAINT "FK_79642df0ef1e0a068c9ef6477fc"
        `);
    await queryRunner.query(`
            ALTER TABLE "carpools" DROP CONSTRAINT "FK_c0e932c8c5f2ee16883ef3b1800"
        `);
    await queryRunner.query(`
            ALTER TABLE "carpools" DROP CONSTRAINT "FK_cfaf44b002042c7e651b74daa13"
        `);
    await queryRunner.query(`
            ALTER TABLE "rsvps" DROP CONSTRAINT "FK_162d129ecc40a05c5558dbc7944"
        `);
    await queryRunner.query(`
            ALTER TABLE "rsvps" DROP CONSTRAINT "FK_37f8b0c360136eb6905769b8b88"
        `);
    await queryRunner.query(`
            ALTER TABLE "event_schedule" DROP CONSTRAINT "FK_f654a42ef8826c0c446f22658d9"
        `);
    await queryRunner.query(`
            ALTER TABLE "event_schedule" DROP CONSTRAINT "FK_3b595d5cfe328d521ba4e0065c1"
        `);
    await queryRunner.query(`
            ALTER TABLE "photo_votes" DROP CONSTRAINT "FK_fa538524017721d8971c6840389"
        `);
    await queryRunner.query(`
            ALTER TABLE "photo_votes" DROP CONSTRAINT "FK_c609bdb87563107a0ca3e2f2b82"
        `);
    await queryRunner.query(`
            ALTER TABLE "photos" DROP CONSTRAINT "FK_492fd2c2c6456581922928d602a"
        `);
    await queryRunner.query(`
            ALTER TABLE "photos" DROP CONSTRAINT "FK_d001c05092e22adcd9decf69c81"
        `);
    await queryRunner.query(`
            ALTER TABLE "role_changes" DROP CONSTRAINT "FK_7d2040f058522f2447dd292373d"
        `);
    await queryRunner.query(`
            ALTER TABLE "role_changes" DROP CONSTRAINT "FK_ec92307e4786ebcbd40bf777f4d"
        `);
    await queryRunner.query(`
            ALTER TABLE "role_changes" DROP CONSTRAINT "FK_9354642f80e631d627a3e0bb71d"
        `);
    await queryRunner.query(`
            ALTER TABLE "event_members" DROP CONSTRAINT "FK_dcefa9d7cc919f8612d4a0242cf"
        `);
    await queryRunner.query(`
            ALTER TABLE "event_members" DROP CONSTRAINT "FK_37c13d44805876650e348b8af02"
        `);
    await queryRunner.query(`
            ALTER TABLE "event_invitations" DROP CONSTRAINT "FK_81815f90bf0377cf7608c390d42"
        `);
    await queryRunner.query(`
            ALTER TABLE "event_invitations" DROP CONSTRAINT "FK_fa74daf179a5cfd0e304501beb5"
        `);
    await queryRunner.query(`
            ALTER TABLE "events" DROP CONSTRAINT "FK_38124c9fc23a0d0d0c0c53aafb6"
        `);
    await queryRunner.query(`
            ALTER TABLE "events" DROP CONSTRAINT "FK_dbec08f30021920b79176cfd06c"
        `);
    await queryRunner.query(`
            ALTER TABLE "refresh_tokens" DROP CONSTRAINT "FK_610102b60fea1455310ccd299de"
        `);
    await queryRunner.query(`
            ALTER TABLE "users" DROP CONSTRAINT "FK_31a5d31b29a8d9aa0ce8f57110d"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_69f6e01f998a1c0aa096073488"
        `);
    await queryRunner.query(`
            DROP TABLE "event_user_profiles"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_770cf32327a19e81c2527039ea"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_8abb961f6f8d88bae3a31a2898"
        `);
    await queryRunner.query(`
            DROP TABLE "flights"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_64e170dcbf9570df40825eef3c"
        `);
    await queryRunner.query(`
            DROP TABLE "carpool_passengers"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_ff3787178cc5dec9972bde7410"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_c0e932c8c5f2ee16883ef3b180"
        `);
    await queryRunner.query(`
            DROP TABLE "carpools"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_162d129ecc40a05c5558dbc794"
        `);
    await queryRunner.query(`
            DROP TABLE "rsvps"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_829f0e8568fc4b69e731623efa"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_f654a42ef8826c0c446f22658d"
        `);
    await queryRunner.query(`
            DROP TABLE "event_schedule"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_fa538524017721d8971c684038"
        `);
    await queryRunner.query(`
            DROP TABLE "photo_votes"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_21821dc7ea3f37e1ca3ef174ba"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_492fd2c2c6456581922928d602"
        `);
    await queryRunner.query(`
            DROP TABLE "photos"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_22d072b59e24bcd71b7ee7208e"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_7d2040f058522f2447dd292373"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_ec92307e4786ebcbd40bf777f4"
        `);
    await queryRunner.query(`
            DROP TABLE "role_changes"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_dcefa9d7cc919f8612d4a0242c"
        `);
    await queryRunner.query(`
            DROP TABLE "event_members"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_c429db60864971c2680c644e91"
        `);
    await queryRunner.query(`
            DROP TABLE "event_invitations"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_38124c9fc23a0d0d0c0c53aafb"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_dbec08f30021920b79176cfd06"
        `);
    await queryRunner.query(`
            DROP TABLE "events"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_56b91d98f71e3d1b649ed6e9f3"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_40e9a8b923a1b3fb4429a5c624"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_610102b60fea1455310ccd299d"
        `);
    await queryRunner.query(`
            DROP TABLE "refresh_tokens"
        `);
    await queryRunner.query(`
            DROP TABLE "users"
        `);
    await queryRunner.query(`
            DROP TABLE "subscription_tiers"
        `);
  }
}
