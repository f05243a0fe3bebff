import { okEnvelope, publicConfigFixture } from "@qifu/sdk/testing";
import {
  apiUrl,
  createTestWrapper,
  render,
  screen,
  setupMsw,
} from "@qifu/ui/testing";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { PortalFooter } from "./portal-footer";

const renderFooter = () =>
  render(<PortalFooter />, {
    wrapper: createTestWrapper({ path: "/page/home" }),
  });

const server = setupMsw();

describe("PortalFooter contacts (issue 14: from configuration, with a built-in fallback)", () => {
  describe("when the API is unreachable", () => {
    it("still shows the hotline, mailbox, service hours and record number", async () => {
      server.use(
        http.get(apiUrl("/sys/platform/publicConfig"), () =>
          HttpResponse.error(),
        ),
      );
      renderFooter();
      const hotline = await screen.findByRole("link", { name: "400-826-0572" });
      expect(hotline).toHaveAttribute("href", "tel:400-826-0572");
      expect(
        screen.getByRole("link", { name: "qyfw@deqing.gov.cn" }),
      ).toBeInTheDocument();
      expect(
        screen.getByText("服务时间：08:30-17:00（工作日）"),
      ).toBeInTheDocument();
      expect(screen.getByText("浙ICP备2026000001号")).toBeInTheDocument();
    });
  });
});

describe("PortalFooter contacts from the configuration", () => {
  const configured = () =>
    http.get(apiUrl("/sys/platform/publicConfig"), () =>
      HttpResponse.json(
        okEnvelope(publicConfigFixture({ serviceHours: "09:00-17:30", hotline: "0572-8888888", mailbox: "help@example.cn" })),
      ),
    );

  it("shows the configured hotline instead of the built-in one once the configuration answers", async () => {
    server.use(configured());
    renderFooter();
    expect(
      await screen.findByRole("link", { name: "0572-8888888" }),
    ).toHaveAttribute("href", "tel:0572-8888888");
    expect(screen.queryByText("400-826-0572")).not.toBeInTheDocument();
    expect(
      screen.getByText("服务时间：09:00-17:30（工作日）"),
    ).toBeInTheDocument();
  });
});
