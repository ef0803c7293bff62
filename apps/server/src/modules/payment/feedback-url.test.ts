import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/build-test-app.js';
import { httpFeedbackTransport } from './feedback-transport.js';
import { feedbackUrlOf } from './feedback-url.js';

describe('the feedback address comes from configuration', () => {
  it('by default each chain is reached as <chain>.localhost on the server port', () => {
    const config = testConfig({ PORT: '8080' });
    expect(feedbackUrlOf(config, 'castoro')).toBe(
      'http://castoro.localhost:8080/ebsn/api/payment-provider/feedback',
    );
    expect(feedbackUrlOf(config, 'dem')).toBe('http://dem.localhost:8080/ebsn/api/payment-provider/feedback');
  });

  it("the chain's configured public host wins over the default", () => {
    const config = testConfig({ TENANT_HOSTS: 'spesa.dem.it=dem' });
    expect(feedbackUrlOf(config, 'dem')).toBe('https://spesa.dem.it/ebsn/api/payment-provider/feedback');
    expect(feedbackUrlOf(config, 'castoro')).toMatch(/^http:\/\/castoro\.localhost:\d+\//);
  });

  it('PAYMENT_FEEDBACK_URL wins over both, with {tenant} standing for the chain', () => {
    const config = testConfig({
      TENANT_HOSTS: 'spesa.dem.it=dem',
      PAYMENT_FEEDBACK_URL: 'https://pay-hooks.internal/{tenant}/ebsn/api/payment-provider/feedback',
    });
    expect(feedbackUrlOf(config, 'dem')).toBe(
      'https://pay-hooks.internal/dem/ebsn/api/payment-provider/feedback',
    );
  });
});

describe('the HTTP feedback transport', () => {
  let server: http.Server;
  let port: number;
  const received: { host: string | undefined; body: string; url: string | undefined }[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ host: request.headers.host, body, url: request.url });
        response.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('reaches a chain served as <chain>.localhost on loopback, naming the chain in Host', async () => {
    const answer = await httpFeedbackTransport(
      `http://castoro.localhost:${port}/ebsn/api/payment-provider/feedback`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'tenant=castoro&transaction=1&order=1&sig=00',
        signal: AbortSignal.timeout(5000),
      },
    );
    expect(answer.status).toBe(200);
    expect(received).toEqual([
      {
        host: `castoro.localhost:${port}`,
        body: 'tenant=castoro&transaction=1&order=1&sig=00',
        url: '/ebsn/api/payment-provider/feedback',
      },
    ]);
  });
});
