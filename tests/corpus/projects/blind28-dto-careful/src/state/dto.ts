import { plainToInstance, Type } from "class-transformer";
import { IsIn, IsInt, IsObject, IsOptional, IsString, Matches, ValidateNested, validate } from "class-validator";

export class InputResponseDto {
  @IsIn(["accept", "decline", "cancel"])
  action!: "accept" | "decline" | "cancel";

  @IsOptional()
  @IsObject()
  content?: Record<string, unknown>;
}

export class ToolCallParamsDto {
  @IsString()
  name!: string;

  @IsObject()
  arguments: Record<string, unknown> = {};

  /** Cheap shape check before we spend a decrypt on it. */
  @IsOptional()
  @Matches(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
  requestState?: string;

  @IsOptional()
  @IsObject()
  inputResponses?: Record<string, InputResponseDto>;
}

export class PurgeStateDto {
  @Matches(/^ds_[a-z0-9]{8,}$/)
  datasetId!: string;

  @IsString()
  argsDigest!: string;

  @IsInt()
  rowCount!: number;

  @IsInt()
  exp!: number;
}

export class DriveGrantDto {
  @IsString()
  accessToken!: string;

  @IsInt()
  expiresAt!: number;
}

export class ImportStateDto {
  @Matches(/^ds_[a-z0-9]{8,}$/)
  datasetId!: string;

  @ValidateNested()
  @Type(() => DriveGrantDto)
  grant!: DriveGrantDto;

  @IsString({ each: true })
  offeredFiles!: string[];

  @IsInt()
  exp!: number;
}

/** Turns an already-decrypted plain object into a validated DTO instance, or undefined. */
export async function toDto<T extends object>(cls: new () => T, plain: unknown): Promise<T | undefined> {
  if (!plain || typeof plain !== "object") return undefined;
  const instance = plainToInstance(cls, plain);
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true });
  return errors.length === 0 ? instance : undefined;
}
