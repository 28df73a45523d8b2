-- Decision 165: the reason an admin or a steward gives when declining a request to join a community.
ALTER TABLE "community_members" ADD COLUMN "reason" text;
